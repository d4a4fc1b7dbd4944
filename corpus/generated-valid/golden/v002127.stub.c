#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002127.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13clamp4_kerneliPKiiPKm(int, const int *, int, const unsigned long *__restrict__);
static void __device_stub__Z14merge14_kernelIiEvT_PKfS0_i(int, const float *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13clamp4_kerneliPKiiPKm(int __par0, const int *__par1, int __par2, const unsigned long *__restrict__ __par3){ const unsigned long *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *, int, const unsigned long *__restrict__))clamp4_kernel)), 0U);}
# 13 "v002127.cu"
void clamp4_kernel( int __cuda_0,const int *__cuda_1,int __cuda_2,const unsigned long *__restrict__ __cuda_3)
# 14 "v002127.cu"
{__device_stub__Z13clamp4_kerneliPKiiPKm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v002127.cu"
}
# 1 "v002127.cudafe1.stub.c"
static void __device_stub__Z14merge14_kernelIiEvT_PKfS0_i( int __par0,  const float *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, const float *, int, int))merge14_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_merge14_kernel<int>( int &__cuda_0,const float *&__cuda_1,int &__cuda_2,int &__cuda_3){__device_stub__Z14merge14_kernelIiEvT_PKfS0_i( (int &)__cuda_0,(const float *&)__cuda_1,(int &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int, const float *, int, int))merge14_kernel<int> ), _Z14merge14_kernelIiEvT_PKfS0_i, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, const int *, int, const unsigned long *__restrict__))clamp4_kernel), _Z13clamp4_kerneliPKiiPKm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
