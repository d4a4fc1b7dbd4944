#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000237.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile16_kerneli5Body7(int, struct Body7&);
static void __device_stub__Z13bias28_kernelPKdPKlPii(const double *, const long *, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend40_kernelPjjPiPf(unsigned *, unsigned, int *, float *);
static void __device_stub__Z16combine22_kernelIjjEvT0_Pi(unsigned, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tile16_kerneli5Body7(int __par0, struct Body7&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 16UL);__cudaLaunch(((char *)((void ( *)(int, struct Body7))tile16_kernel)), 0U);}
# 38 "v000237.cu"
void tile16_kernel( int __cuda_0,struct ::Body7 __cuda_1)
# 39 "v000237.cu"
{__device_stub__Z13tile16_kerneli5Body7( __cuda_0,__cuda_1);
# 46 "v000237.cu"
}
# 1 "v000237.cudafe1.stub.c"
static void __device_stub__Z13bias28_kernelPKdPKlPii( const double *__par0,  const long *__par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, const long *, int *, int))bias28_kernel)), 0U); }
# 59 "v000237.cu"
static void bias28_kernel( const double *__cuda_0,const long *__cuda_1,int *__cuda_2,int __cuda_3)
# 60 "v000237.cu"
{__device_stub__Z13bias28_kernelPKdPKlPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 69 "v000237.cu"
}
# 1 "v000237.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend40_kernelPjjPiPf( unsigned *__par0,  unsigned __par1,  int *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned, int *, float *))blend40_kernel)), 0U); }
# 73 "v000237.cu"
void blend40_kernel( unsigned *__cuda_0,unsigned __cuda_1,int *__cuda_2,float *__cuda_3)
# 74 "v000237.cu"
{__device_stub__Z14blend40_kernelPjjPiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000237.cudafe1.stub.c"
static void __device_stub__Z16combine22_kernelIjjEvT0_Pi( unsigned __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int *))combine22_kernel<unsigned int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine22_kernel<unsigned,unsigned>( unsigned &__cuda_0,int *&__cuda_1){__device_stub__Z16combine22_kernelIjjEvT0_Pi( (unsigned &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(unsigned, int *))combine22_kernel<unsigned int, unsigned int> ), _Z16combine22_kernelIjjEvT0_Pi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *, unsigned, int *, float *))blend40_kernel), _Z14blend40_kernelPjjPiPf, 1024); __cudaRegisterEntry(__T8, ((void ( *)(const double *, const long *, int *, int))bias28_kernel), _Z13bias28_kernelPKdPKlPii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, struct Body7))tile16_kernel), _Z13tile16_kerneli5Body7, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
