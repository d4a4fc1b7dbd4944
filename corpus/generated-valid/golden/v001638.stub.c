#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001638.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally3siPj(short, int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score9_kernelPKf(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally3siPj(short __par0, int __par1, unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(short, int, unsigned *))tally3)), 0U);}
# 8 "v001638.cu"
void tally3( short __cuda_0,int __cuda_1,unsigned *__cuda_2)
# 8 "v001638.cu"
{__device_stub__Z6tally3siPj( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001638.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13score9_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))score9_kernel)), 0U); }
# 15 "v001638.cu"
void score9_kernel( const float *__cuda_0)
# 15 "v001638.cu"
{__device_stub__Z13score9_kernelPKf( __cuda_0);
# 25 "v001638.cu"
}
# 1 "v001638.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *))score9_kernel), _Z13score9_kernelPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(short, int, unsigned *))tally3), _Z6tally3siPj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_spread2,::d_spread2), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
