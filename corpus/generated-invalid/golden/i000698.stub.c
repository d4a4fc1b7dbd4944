#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000698.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_score5Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_merge6Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update7_kerneliiif(int, int, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1513bump16_kernelEPKjPKfPKii(const unsigned *__restrict__, const float *__restrict__, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu159scatter29EPKiiPf(const int *__restrict__, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_score5Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_score5)), 0U);}
# 14 "i000698.cu"
void map_score5( unsigned *__cuda_0,int __cuda_1)
# 14 "i000698.cu"
{__device_stub__Z10map_score5Pji( __cuda_0,__cuda_1); }
# 1 "i000698.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_merge6Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_merge6)), 0U); }
# 15 "i000698.cu"
void map_merge6( double *__cuda_0,int __cuda_1)
# 15 "i000698.cu"
{__device_stub__Z10map_merge6Pdi( __cuda_0,__cuda_1); }
# 1 "i000698.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14update7_kerneliiif( int __par0,  int __par1,  int __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 12UL); __cudaLaunch(((char *)((void ( *)(int, int, int, float))update7_kernel)), 0U); }
# 17 "i000698.cu"
void update7_kernel( int __cuda_0,int __cuda_1,int __cuda_2,float __cuda_3)
# 17 "i000698.cu"
{__device_stub__Z14update7_kerneliiif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "i000698.cu"
}
# 1 "i000698.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1513bump16_kernelEPKjPKfPKii( const unsigned *__restrict__ __par0,  const float *__restrict__ __par1,  const int *__par2,  int __par3) {  const unsigned *__T3;
 const float *__T4;
__cudaLaunchPrologue(4); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, const float *__restrict__, const int *, int))gpu15::bump16_kernel)), 0U); }
# 33 "i000698.cu"
void gpu15::bump16_kernel( const unsigned *__restrict__ __cuda_0,const float *__restrict__ __cuda_1,const int *__cuda_2,int __cuda_3)
# 33 "i000698.cu"
{__device_stub__ZN5gpu1513bump16_kernelEPKjPKfPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "i000698.cu"
}
# 1 "i000698.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu159scatter29EPKiiPf( const int *__restrict__ __par0,  int __par1,  float *__par2) {  const int *__T5;
__cudaLaunchPrologue(3); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, float *))gpu15::scatter29)), 0U); }
# 63 "i000698.cu"
void gpu15::scatter29( const int *__restrict__ __cuda_0,int __cuda_1,float *__cuda_2)
# 63 "i000698.cu"
{__device_stub__ZN5gpu159scatter29EPKiiPf( __cuda_0,__cuda_1,__cuda_2);
# 71 "i000698.cu"
}
# 1 "i000698.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, int, float *))gpu15::scatter29), _ZN5gpu159scatter29EPKiiPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *__restrict__, const float *__restrict__, const int *, int))gpu15::bump16_kernel), _ZN5gpu1513bump16_kernelEPKjPKfPKii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int, int, float))update7_kernel), _Z14update7_kerneliiif, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_merge6), _Z10map_merge6Pdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int))map_score5), _Z10map_score5Pji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
