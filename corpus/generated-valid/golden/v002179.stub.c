#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002179.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum16xPij(long long, int *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh20Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7accum16xPij(long long __par0, int *__par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long long, int *, unsigned))accum16)), 0U);}
# 40 "v002179.cu"
void accum16( long long __cuda_0,int *__cuda_1,unsigned __cuda_2)
# 41 "v002179.cu"
{__device_stub__Z7accum16xPij( __cuda_0,__cuda_1,__cuda_2);
# 47 "v002179.cu"
}
# 1 "v002179.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh20Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))weigh20)), 0U); }
# 50 "v002179.cu"
void weigh20( int *__cuda_0)
# 51 "v002179.cu"
{__device_stub__Z7weigh20Pi( __cuda_0);
# 63 "v002179.cu"
}
# 1 "v002179.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *))weigh20), _Z7weigh20Pi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long long, int *, unsigned))accum16), _Z7accum16xPij, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_grow5,::d_grow5), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
