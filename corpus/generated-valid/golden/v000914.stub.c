#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000914.fatbin.c"
static void __device_stub__Z14gather6_kernelmPmPKd(size_t, size_t *, const double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_merge18Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread19ij(int, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter25_kernelPKjS0_PKiS2_(const unsigned *, const unsigned *__restrict__, const int *__restrict__, const int *);
static void __device_stub__Z13tile30_kernelPKfPiPfi(const float *, int *__restrict__, float *__restrict__, int);
static void __device_stub__Z6bump35Pf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14gather6_kernelmPmPKd(size_t __par0, size_t *__par1, const double *__restrict__ __par2){ const double *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(size_t, size_t *, const double *__restrict__))gather6_kernel)), 0U);}
# 24 "v000914.cu"
static void gather6_kernel( ::size_t __cuda_0,::size_t *__cuda_1,const double *__restrict__ __cuda_2)
# 25 "v000914.cu"
{__device_stub__Z14gather6_kernelmPmPKd( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000914.cu"
}
# 1 "v000914.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_merge18Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_merge18)), 0U); }
# 39 "v000914.cu"
void map_merge18( double *__cuda_0,int __cuda_1)
# 39 "v000914.cu"
{__device_stub__Z11map_merge18Pdi( __cuda_0,__cuda_1); }
# 1 "v000914.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread19ij( int __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, unsigned))spread19)), 0U); }
# 41 "v000914.cu"
void spread19( int __cuda_0,unsigned __cuda_1)
# 42 "v000914.cu"
{__device_stub__Z8spread19ij( __cuda_0,__cuda_1);
# 54 "v000914.cu"
}
# 1 "v000914.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter25_kernelPKjS0_PKiS2_( const unsigned *__par0,  const unsigned *__restrict__ __par1,  const int *__restrict__ __par2,  const int *__par3) {  const unsigned *__T1;
 const int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *__restrict__, const int *__restrict__, const int *))scatter25_kernel)), 0U); }
# 56 "v000914.cu"
void scatter25_kernel( const unsigned *__cuda_0,const unsigned *__restrict__ __cuda_1,const int *__restrict__ __cuda_2,const int *__cuda_3)
# 57 "v000914.cu"
{__device_stub__Z16scatter25_kernelPKjS0_PKiS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000914.cudafe1.stub.c"
static void __device_stub__Z13tile30_kernelPKfPiPfi( const float *__par0,  int *__restrict__ __par1,  float *__restrict__ __par2,  int __par3) {  int *__T3;
 float *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, int *__restrict__, float *__restrict__, int))tile30_kernel)), 0U); }
# 63 "v000914.cu"
static void tile30_kernel( const float *__cuda_0,int *__restrict__ __cuda_1,float *__restrict__ __cuda_2,int __cuda_3)
# 64 "v000914.cu"
{__device_stub__Z13tile30_kernelPKfPiPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 70 "v000914.cu"
}
# 1 "v000914.cudafe1.stub.c"
static void __device_stub__Z6bump35Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))bump35)), 0U); }
# 72 "v000914.cu"
static void bump35( float *__cuda_0)
# 73 "v000914.cu"
{__device_stub__Z6bump35Pf( __cuda_0);




}
# 1 "v000914.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(float *))bump35), _Z6bump35Pf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const float *, int *__restrict__, float *__restrict__, int))tile30_kernel), _Z13tile30_kernelPKfPiPfi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *, const unsigned *__restrict__, const int *__restrict__, const int *))scatter25_kernel), _Z16scatter25_kernelPKjS0_PKiS2_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, unsigned))spread19), _Z8spread19ij, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(double *, int))map_merge18), _Z11map_merge18Pdi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(size_t, size_t *, const double *__restrict__))gather6_kernel), _Z14gather6_kernelmPmPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
