#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002002.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace2_kernelPiiii(int *, int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern117shade16EPKiPs(const int *, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl2313bump24_kernelEPKimPd(const int *, unsigned long, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl2313bias28_kernelEPKiia(const int *, int, signed char);
static void __device_stub__ZN6impl2315smooth34_kernelIijEEvT_PT0_PKS2_Pf(int, unsigned *, const unsigned *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace2_kernelPiiii(int *__par0, int __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, int, int))trace2_kernel)), 0U);}
# 7 "v002002.cu"
void trace2_kernel( int *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 8 "v002002.cu"
{__device_stub__Z13trace2_kernelPiiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 17 "v002002.cu"
}
# 1 "v002002.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern117shade16EPKiPs( const int *__par0,  short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, short *))kern11::shade16)), 0U); }
# 27 "v002002.cu"
void kern11::shade16( const int *__cuda_0,short *__cuda_1)
# 28 "v002002.cu"
{__device_stub__ZN6kern117shade16EPKiPs( __cuda_0,__cuda_1);
# 37 "v002002.cu"
}
# 1 "v002002.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl2313bump24_kernelEPKimPd( const int *__par0,  unsigned long __par1,  double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned long, double *))impl23::bump24_kernel)), 0U); }
# 41 "v002002.cu"
void impl23::bump24_kernel( const int *__cuda_0,unsigned long __cuda_1,double *__cuda_2)
# 42 "v002002.cu"
{__device_stub__ZN6impl2313bump24_kernelEPKimPd( __cuda_0,__cuda_1,__cuda_2);
# 53 "v002002.cu"
}
# 1 "v002002.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl2313bias28_kernelEPKiia( const int *__par0,  int __par1,  signed char __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const int *, int, signed char))impl23::bias28_kernel)), 0U); }
# 55 "v002002.cu"
void impl23::bias28_kernel( const int *__cuda_0,int __cuda_1,signed char __cuda_2)
# 56 "v002002.cu"
{__device_stub__ZN6impl2313bias28_kernelEPKiia( __cuda_0,__cuda_1,__cuda_2);
# 71 "v002002.cu"
}
# 1 "v002002.cudafe1.stub.c"
static void __device_stub__ZN6impl2315smooth34_kernelIijEEvT_PT0_PKS2_Pf( int __par0,  unsigned *__par1,  const unsigned *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, const unsigned *, float *))impl23::smooth34_kernel<int, unsigned int> )), 0U); }namespace impl23{

template<> __specialization_static void __wrapper__device_stub_smooth34_kernel<int,unsigned>( int &__cuda_0,unsigned *&__cuda_1,const unsigned *&__cuda_2,float *&__cuda_3){__device_stub__ZN6impl2315smooth34_kernelIijEEvT_PT0_PKS2_Pf( (int &)__cuda_0,(unsigned *&)__cuda_1,(const unsigned *&)__cuda_2,(float *&)__cuda_3);}}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, unsigned *, const unsigned *, float *))impl23::smooth34_kernel<int, unsigned int> ), _ZN6impl2315smooth34_kernelIijEEvT_PT0_PKS2_Pf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, int, signed char))impl23::bias28_kernel), _ZN6impl2313bias28_kernelEPKiia, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, unsigned long, double *))impl23::bump24_kernel), _ZN6impl2313bump24_kernelEPKimPd, 32); __cudaRegisterEntry(__T5, ((void ( *)(const int *, short *))kern11::shade16), _ZN6kern117shade16EPKiPs, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, int, int, int))trace2_kernel), _Z13trace2_kernelPiiii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
