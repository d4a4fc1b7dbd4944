#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000398.fatbin.c"
static void __device_stub__Z12grow9_kernelPiisi(int *__restrict__, int, short, int);
static void __device_stub__Z14march16_kernelPKxPif(const long long *__restrict__, int *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace28_kernelfPiPfS0_(float, int *__restrict__, float *, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick34_kernel7Phase24PmPKii(enum Phase24, size_t *, const int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter41PfPiS0_Ps(float *, int *, int *, short *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12grow9_kernelPiisi(int *__restrict__ __par0, int __par1, short __par2, int __par3){ int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, int, short, int))grow9_kernel)), 0U);}
# 14 "v000398.cu"
static void grow9_kernel( int *__restrict__ __cuda_0,int __cuda_1,short __cuda_2,int __cuda_3)
# 14 "v000398.cu"
{__device_stub__Z12grow9_kernelPiisi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v000398.cu"
}
# 1 "v000398.cudafe1.stub.c"
static void __device_stub__Z14march16_kernelPKxPif( const long long *__restrict__ __par0,  int *__restrict__ __par1,  float __par2) {  const long long *__T1;
 int *__T2;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long long *__restrict__, int *__restrict__, float))march16_kernel)), 0U); }
# 22 "v000398.cu"
static void march16_kernel( const long long *__restrict__ __cuda_0,int *__restrict__ __cuda_1,float __cuda_2)
# 22 "v000398.cu"
{__device_stub__Z14march16_kernelPKxPif( __cuda_0,__cuda_1,__cuda_2);
# 28 "v000398.cu"
}
# 1 "v000398.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace28_kernelfPiPfS0_( float __par0,  int *__restrict__ __par1,  float *__par2,  float *__restrict__ __par3) {  int *__T3;
 float *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T4 = __par3; __cudaSetupArgSimple(__T4, 24UL); __cudaLaunch(((char *)((void ( *)(float, int *__restrict__, float *, float *__restrict__))trace28_kernel)), 0U); }
# 32 "v000398.cu"
void trace28_kernel( float __cuda_0,int *__restrict__ __cuda_1,float *__cuda_2,float *__restrict__ __cuda_3)
# 32 "v000398.cu"
{__device_stub__Z14trace28_kernelfPiPfS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v000398.cu"
}
# 1 "v000398.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick34_kernel7Phase24PmPKii( enum Phase24 __par0,  size_t *__par1,  const int *__restrict__ __par2,  int __par3) {  const int *__T5;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T5 = __par2; __cudaSetupArgSimple(__T5, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(enum Phase24, size_t *, const int *__restrict__, int))kick34_kernel)), 0U); }
# 40 "v000398.cu"
void kick34_kernel( enum ::Phase24 __cuda_0,::size_t *__cuda_1,const int *__restrict__ __cuda_2,int __cuda_3)
# 40 "v000398.cu"
{__device_stub__Z13kick34_kernel7Phase24PmPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v000398.cu"
}
# 1 "v000398.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter41PfPiS0_Ps( float *__par0,  int *__par1,  int *__par2,  short *__restrict__ __par3) {  short *__T6;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T6 = __par3; __cudaSetupArgSimple(__T6, 24UL); __cudaLaunch(((char *)((void ( *)(float *, int *, int *, short *__restrict__))filter41)), 0U); }
# 53 "v000398.cu"
void filter41( float *__cuda_0,int *__cuda_1,int *__cuda_2,short *__restrict__ __cuda_3)
# 53 "v000398.cu"
{__device_stub__Z8filter41PfPiS0_Ps( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 63 "v000398.cu"
}
# 1 "v000398.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(float *, int *, int *, short *__restrict__))filter41), _Z8filter41PfPiS0_Ps, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(enum Phase24, size_t *, const int *__restrict__, int))kick34_kernel), _Z13kick34_kernel7Phase24PmPKii, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float, int *__restrict__, float *, float *__restrict__))trace28_kernel), _Z14trace28_kernelfPiPfS0_, 32); __cudaRegisterEntry(__T7, ((void ( *)(const long long *__restrict__, int *__restrict__, float))march16_kernel), _Z14march16_kernelPKxPif, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, int, short, int))grow9_kernel), _Z12grow9_kernelPiisi, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_score8,::c_score8), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
