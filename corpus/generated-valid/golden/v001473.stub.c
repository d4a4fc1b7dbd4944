#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001473.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score23_kernelPKiiS0_(const int *, int, const int *);
static void __device_stub__Z12pack9_kernelIiEvT_i(int, int);
static void __device_stub__Z15update14_kernelIjfEvPT_PKT0_PjPi(unsigned *__restrict__, const float *, unsigned *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14score23_kernelPKiiS0_(const int *__par0, int __par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int, const int *))score23_kernel)), 0U);}
# 47 "v001473.cu"
void score23_kernel( const int *__cuda_0,int __cuda_1,const int *__cuda_2)
# 47 "v001473.cu"
{__device_stub__Z14score23_kernelPKiiS0_( __cuda_0,__cuda_1,__cuda_2);
# 57 "v001473.cu"
}
# 1 "v001473.cudafe1.stub.c"
static void __device_stub__Z12pack9_kernelIiEvT_i( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))pack9_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pack9_kernel<int>( int &__cuda_0,int &__cuda_1){__device_stub__Z12pack9_kernelIiEvT_i( (int &)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z15update14_kernelIjfEvPT_PKT0_PjPi( unsigned *__restrict__ __par0,  const float *__par1,  unsigned *__par2,  int *__par3) {  unsigned *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const float *, unsigned *, int *))update14_kernel<unsigned int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update14_kernel<unsigned,float>( unsigned *__restrict__ &__cuda_0,const float *&__cuda_1,unsigned *&__cuda_2,int *&__cuda_3){__device_stub__Z15update14_kernelIjfEvPT_PKT0_PjPi( (unsigned *&)__cuda_0,(const float *&)__cuda_1,(unsigned *&)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *__restrict__, const float *, unsigned *, int *))update14_kernel<unsigned int, float> ), _Z15update14_kernelIjfEvPT_PKT0_PjPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int))pack9_kernel<int> ), _Z12pack9_kernelIiEvT_i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, int, const int *))score23_kernel), score23_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
