#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000092.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5step7PhPKfPKiPf(unsigned char *, const float *, const int *, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay19_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine27PKsiPlPKi(const short *__restrict__, int, long *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade41jPj(unsigned, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot48_kernelPKjPKiPfPs(const unsigned *__restrict__, const int *__restrict__, float *, short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5step7PhPKfPKiPf(unsigned char *__par0, const float *__par1, const int *__par2, float *__restrict__ __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, const float *, const int *, float *__restrict__))step7)), 0U);}
# 17 "v000092.cu"
void step7( unsigned char *__cuda_0,const float *__cuda_1,const int *__cuda_2,float *__restrict__ __cuda_3)
# 17 "v000092.cu"
{__device_stub__Z5step7PhPKfPKiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000092.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay19_kernelPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))decay19_kernel)), 0U); }
# 30 "v000092.cu"
void decay19_kernel( const int *__cuda_0)
# 30 "v000092.cu"
{__device_stub__Z14decay19_kernelPKi( __cuda_0);



}
# 1 "v000092.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine27PKsiPlPKi( const short *__restrict__ __par0,  int __par1,  long *__par2,  const int *__par3) {  const short *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const short *__restrict__, int, long *, const int *))combine27)), 0U); }
# 47 "v000092.cu"
void combine27( const short *__restrict__ __cuda_0,int __cuda_1,long *__cuda_2,const int *__cuda_3)
# 47 "v000092.cu"
{__device_stub__Z9combine27PKsiPlPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000092.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade41jPj( unsigned __par0,  unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned *))shade41)), 0U); }
# 60 "v000092.cu"
void shade41( unsigned __cuda_0,unsigned *__cuda_1)
# 60 "v000092.cu"
{__device_stub__Z7shade41jPj( __cuda_0,__cuda_1);
# 71 "v000092.cu"
}
# 1 "v000092.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot48_kernelPKjPKiPfPs( const unsigned *__restrict__ __par0,  const int *__restrict__ __par1,  float *__par2,  short *__par3) {  const unsigned *__T2;
 const int *__T3;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, const int *__restrict__, float *, short *))pivot48_kernel)), 0U); }
# 73 "v000092.cu"
void pivot48_kernel( const unsigned *__restrict__ __cuda_0,const int *__restrict__ __cuda_1,float *__cuda_2,short *__cuda_3)
# 73 "v000092.cu"
{__device_stub__Z14pivot48_kernelPKjPKiPfPs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 79 "v000092.cu"
}
# 1 "v000092.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, const int *__restrict__, float *, short *))pivot48_kernel), _Z14pivot48_kernelPKjPKiPfPs, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned, unsigned *))shade41), _Z7shade41jPj, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const short *__restrict__, int, long *, const int *))combine27), _Z9combine27PKsiPlPKi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const int *))decay19_kernel), decay19_kernel, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned char *, const float *, const int *, float *__restrict__))step7), _Z5step7PhPKfPKiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
