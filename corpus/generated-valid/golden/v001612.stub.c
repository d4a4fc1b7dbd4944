#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001612.fatbin.c"
static void __device_stub__Z13trace5_kernelPKjS0_i(const unsigned *, const unsigned *, int);
static void __device_stub__Z14count25_kernelPfif(float *, int, float);
static void __device_stub__Z7accum33iPiPlPj(int, int *, long *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply40_kerneliPfS_(int, float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13trace5_kernelPKjS0_i(const unsigned *__par0, const unsigned *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *, int))trace5_kernel)), 0U);}
# 10 "v001612.cu"
static void trace5_kernel( const unsigned *__cuda_0,const unsigned *__cuda_1,int __cuda_2)
# 11 "v001612.cu"
{__device_stub__Z13trace5_kernelPKjS0_i( __cuda_0,__cuda_1,__cuda_2);
# 20 "v001612.cu"
}
# 1 "v001612.cudafe1.stub.c"
static void __device_stub__Z14count25_kernelPfif( float *__par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(float *, int, float))count25_kernel)), 0U); }
# 41 "v001612.cu"
static void count25_kernel( float *__cuda_0,int __cuda_1,float __cuda_2)
# 42 "v001612.cu"
{__device_stub__Z14count25_kernelPfif( __cuda_0,__cuda_1,__cuda_2);
# 54 "v001612.cu"
}
# 1 "v001612.cudafe1.stub.c"
static void __device_stub__Z7accum33iPiPlPj( int __par0,  int *__par1,  long *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, long *, unsigned *))accum33)), 0U); }
# 56 "v001612.cu"
static void accum33( int __cuda_0,int *__cuda_1,long *__cuda_2,unsigned *__cuda_3)
# 57 "v001612.cu"
{__device_stub__Z7accum33iPiPlPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001612.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply40_kerneliPfS_( int __par0,  float *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *, float *))apply40_kernel)), 0U); }
# 64 "v001612.cu"
void apply40_kernel( int __cuda_0,float *__cuda_1,float *__cuda_2)
# 65 "v001612.cu"
{__device_stub__Z14apply40_kerneliPfS_( __cuda_0,__cuda_1,__cuda_2);
# 73 "v001612.cu"
}
# 1 "v001612.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, float *))apply40_kernel), _Z14apply40_kerneliPfS_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, long *, unsigned *))accum33), _Z7accum33iPiPlPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int, float))count25_kernel), _Z14count25_kernelPfif, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const unsigned *, int))trace5_kernel), _Z13trace5_kernelPKjS0_i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
