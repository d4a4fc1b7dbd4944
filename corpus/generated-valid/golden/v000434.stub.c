#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000434.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix9PfPii(float *, int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade30_kernelPKi(const int *__restrict__);
static void __device_stub__Z6bump15IlLi5EEvT_S0_PxPS0_(long, long, long long *, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4mix9PfPii(float *__par0, int *__restrict__ __par1, int __par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int *__restrict__, int))mix9)), 0U);}
# 17 "v000434.cu"
void mix9( float *__cuda_0,int *__restrict__ __cuda_1,int __cuda_2)
# 17 "v000434.cu"
{__device_stub__Z4mix9PfPii( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000434.cu"
}
# 1 "v000434.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade30_kernelPKi( const int *__restrict__ __par0) {  const int *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))shade30_kernel)), 0U); }
# 56 "v000434.cu"
void shade30_kernel( const int *__restrict__ __cuda_0)
# 56 "v000434.cu"
{__device_stub__Z14shade30_kernelPKi( __cuda_0);
# 66 "v000434.cu"
}
# 1 "v000434.cudafe1.stub.c"
static void __device_stub__Z6bump15IlLi5EEvT_S0_PxPS0_( long __par0,  long __par1,  long long *__par2,  long *__restrict__ __par3) {  long *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T4 = __par3; __cudaSetupArgSimple(__T4, 24UL); __cudaLaunch(((char *)((void ( *)(long, long, long long *, long *__restrict__))bump15<long, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump15<long,5>( long &__cuda_0,long &__cuda_1,long long *&__cuda_2,long *__restrict__ &__cuda_3){__device_stub__Z6bump15IlLi5EEvT_S0_PxPS0_( (long &)__cuda_0,(long &)__cuda_1,(long long *&)__cuda_2,(long *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T20) {  __nv_dummy_param_ref(__T20); __nv_save_fatbinhandle_for_managed_rt(__T20); __cudaRegisterEntry(__T20, ((void ( *)(long, long, long long *, long *__restrict__))bump15<long, (int)5> ), _Z6bump15IlLi5EEvT_S0_PxPS0_, 1024); __cudaRegisterEntry(__T20, ((void ( *)(const int *__restrict__))shade30_kernel), _Z14shade30_kernelPKi, (-1)); __cudaRegisterEntry(__T20, ((void ( *)(float *, int *__restrict__, int))mix9), _Z4mix9PfPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
