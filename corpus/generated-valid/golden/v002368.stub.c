#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002368.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bump9b(bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bump9b(bool __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(bool))bump9)), 0U);}
# 19 "v002368.cu"
void bump9( bool __cuda_0)
# 19 "v002368.cu"
{__device_stub__Z5bump9b( __cuda_0);
# 42 "v002368.cu"
}
# 1 "v002368.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(bool))bump9), _Z5bump9b, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_grow7,::d_grow7), 0, 8UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_step8,::c_step8), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
