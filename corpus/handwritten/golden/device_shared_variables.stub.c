#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "device_shared_variables.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6centerPfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11rotate_leftPii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6centerPfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))center)), 0U);}
# 22 "device_shared_variables.cu"
void center( float *__cuda_0,int __cuda_1)
# 23 "device_shared_variables.cu"
{__device_stub__Z6centerPfi( __cuda_0,__cuda_1);
# 31 "device_shared_variables.cu"
}
# 1 "device_shared_variables.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11rotate_leftPii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))rotate_left)), 0U); }
# 33 "device_shared_variables.cu"
void rotate_left( int *__cuda_0,int __cuda_1)
# 34 "device_shared_variables.cu"
{__device_stub__Z11rotate_leftPii( __cuda_0,__cuda_1);
# 42 "device_shared_variables.cu"
}
# 1 "device_shared_variables.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, int))rotate_left), _Z11rotate_leftPii, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, int))center), _Z6centerPfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
