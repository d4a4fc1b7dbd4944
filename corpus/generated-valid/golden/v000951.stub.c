#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000951.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse13bPfc(bool, float *, char);
static void __device_stub__Z7decay23d(double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse13bPfc(bool __par0, float *__par1, char __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(bool, float *, char))fuse13)), 0U);}
# 31 "v000951.cu"
void fuse13( bool __cuda_0,float *__cuda_1,char __cuda_2)
# 31 "v000951.cu"
{__device_stub__Z6fuse13bPfc( __cuda_0,__cuda_1,__cuda_2);
# 49 "v000951.cu"
}
# 1 "v000951.cudafe1.stub.c"
static void __device_stub__Z7decay23d( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))decay23)), 0U); }
# 57 "v000951.cu"
static void decay23( double __cuda_0)
# 57 "v000951.cu"
{__device_stub__Z7decay23d( __cuda_0);
# 70 "v000951.cu"
}
# 1 "v000951.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double))decay23), _Z7decay23d, 32); __cudaRegisterEntry(__T4, ((void ( *)(bool, float *, char))fuse13), _Z6fuse13bPfc, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
