#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001675.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15scatter8_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum15fPiPlPKi(float, int *__restrict__, long *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax21_kernelPKjPsPi(const unsigned *__restrict__, short *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update37_kerneljPKl(unsigned, const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp44_kernelPi(int *);
static void __device_stub__Z6grow60f(float);
static void __device_stub__ZN5ops275sub2815filter30_kernelEPfdS1_Pm(float *, double, float *, size_t *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15scatter8_kernelPKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))scatter8_kernel)), 0U);}
# 19 "v001675.cu"
void scatter8_kernel( const int *__cuda_0)
# 19 "v001675.cu"
{__device_stub__Z15scatter8_kernelPKi( __cuda_0);
# 28 "v001675.cu"
}
# 1 "v001675.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum15fPiPlPKi( float __par0,  int *__restrict__ __par1,  long *__par2,  const int *__par3) {  int *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, int *__restrict__, long *, const int *))accum15)), 0U); }
# 30 "v001675.cu"
void accum15( float __cuda_0,int *__restrict__ __cuda_1,long *__cuda_2,const int *__cuda_3)
# 30 "v001675.cu"
{__device_stub__Z7accum15fPiPlPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001675.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax21_kernelPKjPsPi( const unsigned *__restrict__ __par0,  short *__restrict__ __par1,  int *__par2) {  const unsigned *__T1;
 short *__T2;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, short *__restrict__, int *))relax21_kernel)), 0U); }
# 36 "v001675.cu"
void relax21_kernel( const unsigned *__restrict__ __cuda_0,short *__restrict__ __cuda_1,int *__cuda_2)
# 36 "v001675.cu"
{__device_stub__Z14relax21_kernelPKjPsPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001675.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update37_kerneljPKl( unsigned __par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const long *))update37_kernel)), 0U); }
# 55 "v001675.cu"
void update37_kernel( unsigned __cuda_0,const long *__cuda_1)
# 55 "v001675.cu"
{__device_stub__Z15update37_kerneljPKl( __cuda_0,__cuda_1);
# 63 "v001675.cu"
}
# 1 "v001675.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp44_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))warp44_kernel)), 0U); }
# 65 "v001675.cu"
void warp44_kernel( int *__cuda_0)
# 65 "v001675.cu"
{__device_stub__Z13warp44_kernelPi( __cuda_0);
# 73 "v001675.cu"
}
# 1 "v001675.cudafe1.stub.c"
static void __device_stub__Z6grow60f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))grow60)), 0U); }
# 85 "v001675.cu"
static void grow60( float __cuda_0)
# 85 "v001675.cu"
{__device_stub__Z6grow60f( __cuda_0);




}
# 1 "v001675.cudafe1.stub.c"
static void __device_stub__ZN5ops275sub2815filter30_kernelEPfdS1_Pm( float *__par0,  double __par1,  float *__par2,  size_t *__restrict__ __par3) {  size_t *__T7;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T7 = __par3; __cudaSetupArgSimple(__T7, 24UL); __cudaLaunch(((char *)((void ( *)(float *, double, float *, size_t *__restrict__))ops27::sub28::filter30_kernel)), 0U); }
# 46 "v001675.cu"
static void ops27::sub28::filter30_kernel( float *__cuda_0,double __cuda_1,float *__cuda_2,::size_t *__restrict__ __cuda_3)
# 46 "v001675.cu"
{__device_stub__ZN5ops275sub2815filter30_kernelEPfdS1_Pm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001675.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(float *, double, float *, size_t *__restrict__))ops27::sub28::filter30_kernel), _ZN5ops275sub2815filter30_kernelEPfdS1_Pm, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float))grow60), _Z6grow60f, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *))warp44_kernel), _Z13warp44_kernelPi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned, const long *))update37_kernel), _Z15update37_kerneljPKl, 128); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, short *__restrict__, int *))relax21_kernel), _Z14relax21_kernelPKjPsPi, 256); __cudaRegisterEntry(__T8, ((void ( *)(float, int *__restrict__, long *, const int *))accum15), _Z7accum15fPiPlPKi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const int *))scatter8_kernel), _Z15scatter8_kernelPKi, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
