#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000604.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail52v613fold11_kernelEPj(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail52v613fold11_kernelEPj(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))detail5::v6::fold11_kernel)), 0U);}
# 28 "v000604.cu"
void detail5::v6::fold11_kernel( unsigned *__cuda_0)
# 28 "v000604.cu"
{__device_stub__ZN7detail52v613fold11_kernelEPj( __cuda_0);
# 41 "v000604.cu"
}
# 1 "v000604.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *))detail5::v6::fold11_kernel), _ZN7detail52v613fold11_kernelEPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
