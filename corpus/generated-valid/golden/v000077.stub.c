#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000077.fatbin.c"
static void __device_stub__Z13step15_kernel4Acc9S_PKfd(const struct Acc9&, const struct Acc9&, const float *, double);
static void __device_stub__Z6kick24ii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13step15_kernel4Acc9S_PKfd(const struct Acc9&__par0, const struct Acc9&__par1, const float *__par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArg(__par1, 24UL);__cudaSetupArgSimple(__par2, 48UL);__cudaSetupArgSimple(__par3, 56UL);__cudaLaunch(((char *)((void ( *)(const struct Acc9, const struct Acc9, const float *, double))step15_kernel)), 0U);}
# 25 "v000077.cu"
static void step15_kernel( const struct ::Acc9 __cuda_0,const struct ::Acc9 __cuda_1,const float *__cuda_2,double __cuda_3)
# 25 "v000077.cu"
{__device_stub__Z13step15_kernel4Acc9S_PKfd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000077.cudafe1.stub.c"
static void __device_stub__Z6kick24ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))kick24)), 0U); }
# 32 "v000077.cu"
static void kick24( int __cuda_0,int __cuda_1)
# 32 "v000077.cu"
{__device_stub__Z6kick24ii( __cuda_0,__cuda_1);
# 43 "v000077.cu"
}
# 1 "v000077.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int))kick24), _Z6kick24ii, 64); __cudaRegisterEntry(__T3, ((void ( *)(const struct Acc9, const struct Acc9, const float *, double))step15_kernel), _Z13step15_kernel4Acc9S_PKfd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
