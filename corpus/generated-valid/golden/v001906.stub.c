#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001906.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13march8_kernelPfcPKfS1_(float *, char, const float *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace16_kernelPKfiPjS0_(const float *, int, unsigned *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply24_kernelfiiPi(float, int, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold34_kerneliPKf(int, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13march8_kernelPfcPKfS1_(float *__par0, char __par1, const float *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, char, const float *, const float *))march8_kernel)), 0U);}
# 25 "v001906.cu"
void march8_kernel( float *__cuda_0,char __cuda_1,const float *__cuda_2,const float *__cuda_3)
# 26 "v001906.cu"
{__device_stub__Z13march8_kernelPfcPKfS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v001906.cu"
}
# 1 "v001906.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace16_kernelPKfiPjS0_( const float *__par0,  int __par1,  unsigned *__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, int, unsigned *, const float *))trace16_kernel)), 0U); }
# 38 "v001906.cu"
void trace16_kernel( const float *__cuda_0,int __cuda_1,unsigned *__cuda_2,const float *__cuda_3)
# 39 "v001906.cu"
{__device_stub__Z14trace16_kernelPKfiPjS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v001906.cu"
}
# 1 "v001906.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply24_kernelfiiPi( float __par0,  int __par1,  int __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, int, int, int *))apply24_kernel)), 0U); }
# 49 "v001906.cu"
void apply24_kernel( float __cuda_0,int __cuda_1,int __cuda_2,int *__cuda_3)
# 50 "v001906.cu"
{__device_stub__Z14apply24_kernelfiiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v001906.cu"
}
# 1 "v001906.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold34_kerneliPKf( int __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const float *))fold34_kernel)), 0U); }
# 69 "v001906.cu"
void fold34_kernel( int __cuda_0,const float *__cuda_1)
# 70 "v001906.cu"
{__device_stub__Z13fold34_kerneliPKf( __cuda_0,__cuda_1);
# 81 "v001906.cu"
}
# 1 "v001906.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const float *))fold34_kernel), _Z13fold34_kerneliPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int, int, int *))apply24_kernel), _Z14apply24_kernelfiiPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int, unsigned *, const float *))trace16_kernel), _Z14trace16_kernelPKfiPjS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, char, const float *, const float *))march8_kernel), _Z13march8_kernelPfcPKfS1_, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_mix22,::c_mix22), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_rank23,::d_rank23), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
