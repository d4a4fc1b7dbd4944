#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001919.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7spread2xPKjf(long long, const unsigned *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold8_kerneldPj(double, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold17_kerneljPKf(unsigned, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe22_kerneliPiPf(int, int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7spread2xPKjf(long long __par0, const unsigned *__par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long long, const unsigned *, float))spread2)), 0U);}
# 6 "v001919.cu"
void spread2( long long __cuda_0,const unsigned *__cuda_1,float __cuda_2)
# 7 "v001919.cu"
{__device_stub__Z7spread2xPKjf( __cuda_0,__cuda_1,__cuda_2);
# 13 "v001919.cu"
}
# 1 "v001919.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12fold8_kerneldPj( double __par0,  unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, unsigned *))fold8_kernel)), 0U); }
# 26 "v001919.cu"
void fold8_kernel( double __cuda_0,unsigned *__cuda_1)
# 27 "v001919.cu"
{__device_stub__Z12fold8_kerneldPj( __cuda_0,__cuda_1);
# 38 "v001919.cu"
}
# 1 "v001919.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold17_kerneljPKf( unsigned __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const float *))fold17_kernel)), 0U); }
# 40 "v001919.cu"
void fold17_kernel( unsigned __cuda_0,const float *__cuda_1)
# 41 "v001919.cu"
{__device_stub__Z13fold17_kerneljPKf( __cuda_0,__cuda_1);
# 50 "v001919.cu"
}
# 1 "v001919.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe22_kerneliPiPf( int __par0,  int *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, float *))probe22_kernel)), 0U); }
# 51 "v001919.cu"
void probe22_kernel( int __cuda_0,int *__cuda_1,float *__cuda_2)
# 52 "v001919.cu"
{__device_stub__Z14probe22_kerneliPiPf( __cuda_0,__cuda_1,__cuda_2);
# 72 "v001919.cu"
}
# 1 "v001919.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, int *, float *))probe22_kernel), _Z14probe22_kerneliPiPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, const float *))fold17_kernel), fold17_kernel, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double, unsigned *))fold8_kernel), fold8_kernel, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long long, const unsigned *, float))spread2), _Z7spread2xPKjf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
