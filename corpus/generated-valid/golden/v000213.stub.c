#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000213.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4img613scale8_kernelEPcPKf(char *, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN4img613scale8_kernelEPcPKf(char *__par0, const float *__restrict__ __par1){ const float *__T4;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T4 = __par1;__cudaSetupArgSimple(__T4, 8UL);__cudaLaunch(((char *)((void ( *)(char *, const float *__restrict__))img6::scale8_kernel)), 0U);}
# 19 "v000213.cu"
void img6::scale8_kernel( char *__cuda_0,const float *__restrict__ __cuda_1)
# 19 "v000213.cu"
{__device_stub__ZN4img613scale8_kernelEPcPKf( __cuda_0,__cuda_1);
# 25 "v000213.cu"
}
# 1 "v000213.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(char *, const float *__restrict__))img6::scale8_kernel), _ZN4img613scale8_kernelEPcPKf, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(_ZN4img69m_gather7E,::img6::m_gather7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
