#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000084.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp13_kernelfPi(float, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp13_kernelfPi(float __par0, int *__restrict__ __par1){ int *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(float, int *__restrict__))clamp13_kernel)), 0U);}
# 30 "v000084.cu"
void clamp13_kernel( float __cuda_0,int *__restrict__ __cuda_1)
# 30 "v000084.cu"
{__device_stub__Z14clamp13_kernelfPi( __cuda_0,__cuda_1);
# 39 "v000084.cu"
}
# 1 "v000084.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(float, int *__restrict__))clamp13_kernel), _Z14clamp13_kernelfPi, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_accum9,::c_accum9), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
