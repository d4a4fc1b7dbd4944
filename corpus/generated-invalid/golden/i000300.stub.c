#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000300.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay3PjPsPd(unsigned *, short *, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather39_kernelPiS_Pf(int *, int *, float *);
static void __device_stub__Z13fuse18_kernelIjEvPT_PKhS1_PKS0_(unsigned *, const unsigned char *, unsigned *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6decay3PjPsPd(unsigned *__par0, short *__par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, short *, double *))decay3)), 0U);}
# 8 "i000300.cu"
void decay3( unsigned *__cuda_0,short *__cuda_1,double *__cuda_2)
# 9 "i000300.cu"
{__device_stub__Z6decay3PjPsPd( __cuda_0,__cuda_1,__cuda_2);
# 18 "i000300.cu"
}
# 1 "i000300.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather39_kernelPiS_Pf( int *__par0,  int *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int *, float *))gather39_kernel)), 0U); }
# 74 "i000300.cu"
void gather39_kernel( int *__cuda_0,int *__cuda_1,float *__cuda_2)
# 75 "i000300.cu"
{__device_stub__Z15gather39_kernelPiS_Pf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "i000300.cudafe1.stub.c"
static void __device_stub__Z13fuse18_kernelIjEvPT_PKhS1_PKS0_( unsigned *__par0,  const unsigned char *__par1,  unsigned *__par2,  const unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const unsigned char *, unsigned *, const unsigned *))fuse18_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse18_kernel<unsigned>( unsigned *&__cuda_0,const unsigned char *&__cuda_1,unsigned *&__cuda_2,const unsigned *&__cuda_3){__device_stub__Z13fuse18_kernelIjEvPT_PKhS1_PKS0_( (unsigned *&)__cuda_0,(const unsigned char *&)__cuda_1,(unsigned *&)__cuda_2,(const unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, const unsigned char *, unsigned *, const unsigned *))fuse18_kernel<unsigned int> ), _Z13fuse18_kernelIjEvPT_PKhS1_PKS0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int *, float *))gather39_kernel), _Z15gather39_kernelPiS_Pf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, short *, double *))decay3), _Z6decay3PjPsPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
