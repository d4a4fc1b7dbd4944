#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001345.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter12jPms(unsigned, size_t *, short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter12jPms(unsigned __par0, size_t *__par1, short __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, size_t *, short))scatter12)), 0U);}
# 24 "v001345.cu"
void scatter12( unsigned __cuda_0,::size_t *__cuda_1,short __cuda_2)
# 24 "v001345.cu"
{__device_stub__Z9scatter12jPms( __cuda_0,__cuda_1,__cuda_2);
# 33 "v001345.cu"
}
# 1 "v001345.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(unsigned, size_t *, short))scatter12), _Z9scatter12jPms, 1024); __cudaRegisterVariable(__T2, __shadow_var(c_sift17,::c_sift17), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
