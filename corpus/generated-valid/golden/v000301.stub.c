#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000301.fatbin.c"
static void __device_stub__Z5warp5Ps(short *__restrict__);
static void __device_stub__Z13trace9_kernelPKiPiS1_(const int *, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace18_kernelib(int, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift25PKfPiPKsi(const float *__restrict__, int *__restrict__, const short *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5warp5Ps(short *__restrict__ __par0){ short *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(short *__restrict__))warp5)), 0U);}
# 15 "v000301.cu"
static void warp5( short *__restrict__ __cuda_0)
# 15 "v000301.cu"
{__device_stub__Z5warp5Ps( __cuda_0);
# 31 "v000301.cu"
}
# 1 "v000301.cudafe1.stub.c"
static void __device_stub__Z13trace9_kernelPKiPiS1_( const int *__par0,  int *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, int *))trace9_kernel)), 0U); }
# 33 "v000301.cu"
static void trace9_kernel( const int *__cuda_0,int *__cuda_1,int *__cuda_2)
# 33 "v000301.cu"
{__device_stub__Z13trace9_kernelPKiPiS1_( __cuda_0,__cuda_1,__cuda_2);
# 40 "v000301.cu"
}
# 1 "v000301.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace18_kernelib( int __par0,  bool __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, bool))trace18_kernel)), 0U); }
# 43 "v000301.cu"
void trace18_kernel( int __cuda_0,bool __cuda_1)
# 43 "v000301.cu"
{__device_stub__Z14trace18_kernelib( __cuda_0,__cuda_1);
# 49 "v000301.cu"
}
# 1 "v000301.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift25PKfPiPKsi( const float *__restrict__ __par0,  int *__restrict__ __par1,  const short *__par2,  int __par3) {  const float *__T1;
 int *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, int *__restrict__, const short *, int))drift25)), 0U); }
# 51 "v000301.cu"
void drift25( const float *__restrict__ __cuda_0,int *__restrict__ __cuda_1,const short *__cuda_2,int __cuda_3)
# 51 "v000301.cu"
{__device_stub__Z7drift25PKfPiPKsi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v000301.cu"
}
# 1 "v000301.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const float *__restrict__, int *__restrict__, const short *, int))drift25), _Z7drift25PKfPiPKsi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, bool))trace18_kernel), _Z14trace18_kernelib, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const int *, int *, int *))trace9_kernel), _Z13trace9_kernelPKiPiS1_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(short *__restrict__))warp5), _Z5warp5Ps, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
