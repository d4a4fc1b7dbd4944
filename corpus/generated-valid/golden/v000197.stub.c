#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000197.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace2_kerneljPl(unsigned, long *);
static void __device_stub__Z14accum17_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace2_kerneljPl(unsigned __par0, long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, long *))trace2_kernel)), 0U);}
# 7 "v000197.cu"
void trace2_kernel( unsigned __cuda_0,long *__cuda_1)
# 7 "v000197.cu"
{__device_stub__Z13trace2_kerneljPl( __cuda_0,__cuda_1);
# 23 "v000197.cu"
}
# 1 "v000197.cudafe1.stub.c"
static void __device_stub__Z14accum17_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))accum17_kernel)), 0U); }
# 40 "v000197.cu"
static void accum17_kernel( int *__cuda_0)
# 40 "v000197.cu"
{__device_stub__Z14accum17_kernelPi( __cuda_0);
# 47 "v000197.cu"
}
# 1 "v000197.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *))accum17_kernel), _Z14accum17_kernelPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, long *))trace2_kernel), _Z13trace2_kerneljPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
