#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000531.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge17cji(char, unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7merge17cji(char __par0, unsigned __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(char, unsigned, int))merge17)), 0U);}
# 34 "v000531.cu"
void merge17( char __cuda_0,unsigned __cuda_1,int __cuda_2)
# 35 "v000531.cu"
{__device_stub__Z7merge17cji( __cuda_0,__cuda_1,__cuda_2);
# 49 "v000531.cu"
}
# 1 "v000531.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(char, unsigned, int))merge17), _Z7merge17cji, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_smooth10,::d_smooth10), 0, 512UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(d_drift11,::d_drift11), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
