#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000954.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kernelPi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kernelPi(int *__restrict__ __par0){ int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))smooth20_kernel)), 0U);}
# 31 "v000954.cu"
void smooth20_kernel( int *__restrict__ __cuda_0)
# 32 "v000954.cu"
{__device_stub__Z15smooth20_kernelPi( __cuda_0);
# 42 "v000954.cu"
}
# 1 "v000954.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__))smooth20_kernel), _Z15smooth20_kernelPi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(_ZN41_INTERNAL_9cc97f26_10_v000954_cu_4dbe61446math2710d_update36E,::math27::d_update36), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
