#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001713.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil28_kernelPjPiPKiPf(unsigned *__restrict__, int *, const int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step37_kernelPiPlS0_i(int *__restrict__, long *__restrict__, long *__restrict__, int);
static void __device_stub__ZN5kern812norm9_kernelIlLi8EEEvPT_S2_S1_Pi(long *, long *, long, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math1815spread19_kernelEjPiPKi(unsigned, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil28_kernelPjPiPKiPf(unsigned *__restrict__ __par0, int *__par1, const int *__par2, float *__par3){ unsigned *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int *, const int *, float *))stencil28_kernel)), 0U);}
# 55 "v001713.cu"
void stencil28_kernel( unsigned *__restrict__ __cuda_0,int *__cuda_1,const int *__cuda_2,float *__cuda_3)
# 56 "v001713.cu"
{__device_stub__Z16stencil28_kernelPjPiPKiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v001713.cu"
}
# 1 "v001713.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step37_kernelPiPlS0_i( int *__restrict__ __par0,  long *__restrict__ __par1,  long *__restrict__ __par2,  int __par3) {  int *__T1;
 long *__T2;
 long *__T3;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, long *__restrict__, long *__restrict__, int))step37_kernel)), 0U); }
# 68 "v001713.cu"
void step37_kernel( int *__restrict__ __cuda_0,long *__restrict__ __cuda_1,long *__restrict__ __cuda_2,int __cuda_3)
# 69 "v001713.cu"
{__device_stub__Z13step37_kernelPiPlS0_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 79 "v001713.cu"
}
# 1 "v001713.cudafe1.stub.c"
static void __device_stub__ZN5kern812norm9_kernelIlLi8EEEvPT_S2_S1_Pi( long *__par0,  long *__par1,  long __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, long *, long, int *))kern8::norm9_kernel<long, (int)8> )), 0U); }namespace kern8{

template<> __specialization_static void __wrapper__device_stub_norm9_kernel<long,8>( long *&__cuda_0,long *&__cuda_1,long &__cuda_2,int *&__cuda_3){__device_stub__ZN5kern812norm9_kernelIlLi8EEEvPT_S2_S1_Pi( (long *&)__cuda_0,(long *&)__cuda_1,(long &)__cuda_2,(int *&)__cuda_3);}}
__attribute__((visibility("hidden"))) void __device_stub__ZN6math1815spread19_kernelEjPiPKi( unsigned __par0,  int *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, int *, const int *))math18::spread19_kernel)), 0U); }
# 39 "v001713.cu"
void math18::spread19_kernel( unsigned __cuda_0,int *__cuda_1,const int *__cuda_2)
# 40 "v001713.cu"
{__device_stub__ZN6math1815spread19_kernelEjPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 52 "v001713.cu"
}
# 1 "v001713.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, int *, const int *))math18::spread19_kernel), _ZN6math1815spread19_kernelEjPiPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long *, long *, long, int *))kern8::norm9_kernel<long, (int)8> ), _ZN5kern812norm9_kernelIlLi8EEEvPT_S2_S1_Pi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, long *__restrict__, long *__restrict__, int))step37_kernel), _Z13step37_kernelPiPlS0_i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__, int *, const int *, float *))stencil28_kernel), _Z16stencil28_kernelPjPiPKiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
