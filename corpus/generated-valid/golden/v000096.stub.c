#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000096.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN39_GLOBAL__N__d43f0b64_10_v000096_cu_main6clamp7EiPiii(int, int *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN39_GLOBAL__N__d43f0b64_10_v000096_cu_main6clamp7EiPiii(int __par0, int *__par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, int *, int, int))_NV_ANON_NAMESPACE::clamp7)), 0U);}
# 12 "v000096.cu"
void _NV_ANON_NAMESPACE::clamp7( int __cuda_0,int *__cuda_1,int __cuda_2,int __cuda_3)
# 12 "v000096.cu"
{__device_stub__ZN39_GLOBAL__N__d43f0b64_10_v000096_cu_main6clamp7EiPiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v000096.cu"
}
# 1 "v000096.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, int, int))_NV_ANON_NAMESPACE::clamp7), _ZN39_GLOBAL__N__d43f0b64_10_v000096_cu_main6clamp7EiPiii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
