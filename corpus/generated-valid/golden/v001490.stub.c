#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001490.fatbin.c"
static void __device_stub__Z13accum6_kernelxPdiPj(long long, double *, int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count24PjiPy(unsigned *, int, unsigned long long *);
static void __device_stub__Z6rank32jPKjPff(unsigned, const unsigned *__restrict__, float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum42PiPKfiPd(int *__restrict__, const float *__restrict__, int, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count51_kernelPf(float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13accum6_kernelxPdiPj(long long __par0, double *__par1, int __par2, unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long long, double *, int, unsigned *))accum6_kernel)), 0U);}
# 16 "v001490.cu"
static void accum6_kernel( long long __cuda_0,double *__cuda_1,int __cuda_2,unsigned *__cuda_3)
# 17 "v001490.cu"
{__device_stub__Z13accum6_kernelxPdiPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v001490.cu"
}
# 1 "v001490.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count24PjiPy( unsigned *__par0,  int __par1,  unsigned long long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int, unsigned long long *))count24)), 0U); }
# 40 "v001490.cu"
void count24( unsigned *__cuda_0,int __cuda_1,unsigned long long *__cuda_2)
# 41 "v001490.cu"
{__device_stub__Z7count24PjiPy( __cuda_0,__cuda_1,__cuda_2);
# 55 "v001490.cu"
}
# 1 "v001490.cudafe1.stub.c"
static void __device_stub__Z6rank32jPKjPff( unsigned __par0,  const unsigned *__restrict__ __par1,  float *__par2,  float __par3) {  const unsigned *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *__restrict__, float *, float))rank32)), 0U); }
# 57 "v001490.cu"
static void rank32( unsigned __cuda_0,const unsigned *__restrict__ __cuda_1,float *__cuda_2,float __cuda_3)
# 58 "v001490.cu"
{__device_stub__Z6rank32jPKjPff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001490.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum42PiPKfiPd( int *__restrict__ __par0,  const float *__restrict__ __par1,  int __par2,  double *__par3) {  int *__T1;
 const float *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, const float *__restrict__, int, double *))accum42)), 0U); }
# 65 "v001490.cu"
void accum42( int *__restrict__ __cuda_0,const float *__restrict__ __cuda_1,int __cuda_2,double *__cuda_3)
# 66 "v001490.cu"
{__device_stub__Z7accum42PiPKfiPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001490.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count51_kernelPf( float *__restrict__ __par0) {  float *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__))count51_kernel)), 0U); }
# 75 "v001490.cu"
void count51_kernel( float *__restrict__ __cuda_0)
# 76 "v001490.cu"
{__device_stub__Z14count51_kernelPf( __cuda_0);
# 91 "v001490.cu"
}
# 1 "v001490.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(float *__restrict__))count51_kernel), _Z14count51_kernelPf, 128L); __cudaRegisterEntry(__T8, ((void ( *)(int *__restrict__, const float *__restrict__, int, double *))accum42), _Z7accum42PiPKfiPd, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned, const unsigned *__restrict__, float *, float))rank32), _Z6rank32jPKjPff, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *, int, unsigned long long *))count24), _Z7count24PjiPy, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(long long, double *, int, unsigned *))accum6_kernel), _Z13accum6_kernelxPdiPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
