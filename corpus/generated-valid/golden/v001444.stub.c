#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001444.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift5PKfx(const float *, long long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp11_kernelPfPj(float *__restrict__, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift5PKfx(const float *__par0, long long __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, long long))drift5)), 0U);}
# 23 "v001444.cu"
void drift5( const float *__cuda_0,long long __cuda_1)
# 23 "v001444.cu"
{__device_stub__Z6drift5PKfx( __cuda_0,__cuda_1);




}
# 1 "v001444.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp11_kernelPfPj( float *__restrict__ __par0,  unsigned *__restrict__ __par1) {  float *__T0;
 unsigned *__T1;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, unsigned *__restrict__))lerp11_kernel)), 0U); }
# 31 "v001444.cu"
void lerp11_kernel( float *__restrict__ __cuda_0,unsigned *__restrict__ __cuda_1)
# 31 "v001444.cu"
{__device_stub__Z13lerp11_kernelPfPj( __cuda_0,__cuda_1);



}
# 1 "v001444.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, unsigned *__restrict__))lerp11_kernel), _Z13lerp11_kernelPfPj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *, long long))drift5), _Z6drift5PKfx, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_grow10,::d_grow10), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
