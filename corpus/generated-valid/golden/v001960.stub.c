#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001960.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12tile5_kernelPKfiiS0_(const float *__restrict__, int, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_spread13Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_decay14Pdi(double *, int);
static void __device_stub__Z6norm20PKf(const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank23fi(float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter28PKfi(const float *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend37iPi(int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh44_kernelPiii(int *__restrict__, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12tile5_kernelPKfiiS0_(const float *__restrict__ __par0, int __par1, int __par2, const float *__par3){ const float *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, int, int, const float *))tile5_kernel)), 0U);}
# 16 "v001960.cu"
void tile5_kernel( const float *__restrict__ __cuda_0,int __cuda_1,int __cuda_2,const float *__cuda_3)
# 17 "v001960.cu"
{__device_stub__Z12tile5_kernelPKfiiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v001960.cu"
}
# 1 "v001960.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_spread13Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_spread13)), 0U); }
# 31 "v001960.cu"
void map_spread13( int *__cuda_0,int __cuda_1)
# 31 "v001960.cu"
{__device_stub__Z12map_spread13Pii( __cuda_0,__cuda_1); }
# 1 "v001960.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_decay14Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_decay14)), 0U); }
# 32 "v001960.cu"
void map_decay14( double *__cuda_0,int __cuda_1)
# 32 "v001960.cu"
{__device_stub__Z11map_decay14Pdi( __cuda_0,__cuda_1); }
# 1 "v001960.cudafe1.stub.c"
static void __device_stub__Z6norm20PKf( const float *__restrict__ __par0) {  const float *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__))norm20)), 0U); }
# 36 "v001960.cu"
static void norm20( const float *__restrict__ __cuda_0)
# 37 "v001960.cu"
{__device_stub__Z6norm20PKf( __cuda_0);




}
# 1 "v001960.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6rank23fi( float __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(float, int))rank23)), 0U); }
# 44 "v001960.cu"
void rank23( float __cuda_0,int __cuda_1)
# 45 "v001960.cu"
{__device_stub__Z6rank23fi( __cuda_0,__cuda_1);
# 53 "v001960.cu"
}
# 1 "v001960.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter28PKfi( const float *__restrict__ __par0,  int __par1) {  const float *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, int))scatter28)), 0U); }
# 55 "v001960.cu"
void scatter28( const float *__restrict__ __cuda_0,int __cuda_1)
# 56 "v001960.cu"
{__device_stub__Z9scatter28PKfi( __cuda_0,__cuda_1);
# 68 "v001960.cu"
}
# 1 "v001960.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend37iPi( int __par0,  int *__restrict__ __par1) {  int *__T3;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__))blend37)), 0U); }
# 72 "v001960.cu"
void blend37( int __cuda_0,int *__restrict__ __cuda_1)
# 73 "v001960.cu"
{__device_stub__Z7blend37iPi( __cuda_0,__cuda_1);
# 83 "v001960.cu"
}
# 1 "v001960.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh44_kernelPiii( int *__restrict__ __par0,  int __par1,  int __par2) {  int *__T4;
__cudaLaunchPrologue(3); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int, int))weigh44_kernel)), 0U); }
# 85 "v001960.cu"
void weigh44_kernel( int *__restrict__ __cuda_0,int __cuda_1,int __cuda_2)
# 86 "v001960.cu"
{__device_stub__Z14weigh44_kernelPiii( __cuda_0,__cuda_1,__cuda_2);
# 94 "v001960.cu"
}
# 1 "v001960.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int *__restrict__, int, int))weigh44_kernel), _Z14weigh44_kernelPiii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, int *__restrict__))blend37), _Z7blend37iPi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const float *__restrict__, int))scatter28), _Z9scatter28PKfi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float, int))rank23), _Z6rank23fi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const float *__restrict__))norm20), _Z6norm20PKf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(double *, int))map_decay14), _Z11map_decay14Pdi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *, int))map_spread13), _Z12map_spread13Pii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const float *__restrict__, int, int, const float *))tile5_kernel), _Z12tile5_kernelPKfiiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
