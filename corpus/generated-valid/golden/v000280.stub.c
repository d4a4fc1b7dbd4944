#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000280.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix3PKimPKf(const int *, size_t, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4mix3PKimPKf(const int *__par0, size_t __par1, const float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, size_t, const float *))mix3)), 0U);}
# 10 "v000280.cu"
void mix3( const int *__cuda_0,::size_t __cuda_1,const float *__cuda_2)
# 10 "v000280.cu"
{__device_stub__Z4mix3PKimPKf( __cuda_0,__cuda_1,__cuda_2);
# 21 "v000280.cu"
}
# 1 "v000280.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, size_t, const float *))mix3), _Z4mix3PKimPKf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_sweep2,::c_sweep2), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
