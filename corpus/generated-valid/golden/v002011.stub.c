#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002011.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge22_kerneljPKjPKc(unsigned, const unsigned *__restrict__, const char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold31_kernelPfS_if(float *__restrict__, float *, int, float);
static void __device_stub__Z5mix37PKdPf(const double *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax45_kernelPiPKi(int *__restrict__, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14merge22_kerneljPKjPKc(unsigned __par0, const unsigned *__restrict__ __par1, const char *__par2){ const unsigned *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *__restrict__, const char *))merge22_kernel)), 0U);}
# 39 "v002011.cu"
void merge22_kernel( unsigned __cuda_0,const unsigned *__restrict__ __cuda_1,const char *__cuda_2)
# 39 "v002011.cu"
{__device_stub__Z14merge22_kerneljPKjPKc( __cuda_0,__cuda_1,__cuda_2);
# 51 "v002011.cu"
}
# 1 "v002011.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold31_kernelPfS_if( float *__restrict__ __par0,  float *__par1,  int __par2,  float __par3) {  float *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, float *, int, float))fold31_kernel)), 0U); }
# 53 "v002011.cu"
void fold31_kernel( float *__restrict__ __cuda_0,float *__cuda_1,int __cuda_2,float __cuda_3)
# 53 "v002011.cu"
{__device_stub__Z13fold31_kernelPfS_if( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002011.cudafe1.stub.c"
static void __device_stub__Z5mix37PKdPf( const double *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, float *))mix37)), 0U); }
# 61 "v002011.cu"
static void mix37( const double *__cuda_0,float *__cuda_1)
# 61 "v002011.cu"
{__device_stub__Z5mix37PKdPf( __cuda_0,__cuda_1);




}
# 1 "v002011.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax45_kernelPiPKi( int *__restrict__ __par0,  const int *__restrict__ __par1) {  int *__T2;
 const int *__T3;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, const int *__restrict__))relax45_kernel)), 0U); }
# 80 "v002011.cu"
void relax45_kernel( int *__restrict__ __cuda_0,const int *__restrict__ __cuda_1)
# 80 "v002011.cu"
{__device_stub__Z14relax45_kernelPiPKi( __cuda_0,__cuda_1);
# 93 "v002011.cu"
}
# 1 "v002011.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, const int *__restrict__))relax45_kernel), _Z14relax45_kernelPiPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const double *, float *))mix37), _Z5mix37PKdPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__, float *, int, float))fold31_kernel), _Z13fold31_kernelPfS_if, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, const unsigned *__restrict__, const char *))merge22_kernel), _Z14merge22_kerneljPKjPKc, (-1)); __cudaRegisterVariable(__T7, __shadow_var(d_gather11,::d_gather11), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
