#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001653.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4ops66inner75fuse8EPffi(float *__restrict__, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu187drift19EilPKh(int, long, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1812mix25_kernelEPjPcfm(unsigned *__restrict__, char *, float, size_t);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1814relax35_kernelEiiPKfPx(int, int, const float *__restrict__, long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN4ops66inner75fuse8EPffi(float *__restrict__ __par0, float __par1, int __par2){ float *__T11;
__cudaLaunchPrologue(3);__T11 = __par0;__cudaSetupArgSimple(__T11, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, float, int))ops6::inner7::fuse8)), 0U);}
# 16 "v001653.cu"
void ops6::inner7::fuse8( float *__restrict__ __cuda_0,float __cuda_1,int __cuda_2)
# 16 "v001653.cu"
{__device_stub__ZN4ops66inner75fuse8EPffi( __cuda_0,__cuda_1,__cuda_2);
# 28 "v001653.cu"
}
# 1 "v001653.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu187drift19EilPKh( int __par0,  long __par1,  const unsigned char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, long, const unsigned char *))gpu18::drift19)), 0U); }
# 41 "v001653.cu"
void gpu18::drift19( int __cuda_0,long __cuda_1,const unsigned char *__cuda_2)
# 41 "v001653.cu"
{__device_stub__ZN5gpu187drift19EilPKh( __cuda_0,__cuda_1,__cuda_2);
# 49 "v001653.cu"
}
# 1 "v001653.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1812mix25_kernelEPjPcfm( unsigned *__restrict__ __par0,  char *__par1,  float __par2,  size_t __par3) {  unsigned *__T12;
__cudaLaunchPrologue(4); __T12 = __par0; __cudaSetupArgSimple(__T12, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, char *, float, size_t))gpu18::mix25_kernel)), 0U); }
# 51 "v001653.cu"
void gpu18::mix25_kernel( unsigned *__restrict__ __cuda_0,char *__cuda_1,float __cuda_2,::size_t __cuda_3)
# 51 "v001653.cu"
{__device_stub__ZN5gpu1812mix25_kernelEPjPcfm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 61 "v001653.cu"
}
# 1 "v001653.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1814relax35_kernelEiiPKfPx( int __par0,  int __par1,  const float *__restrict__ __par2,  long long *__par3) {  const float *__T13;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T13 = __par2; __cudaSetupArgSimple(__T13, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, const float *__restrict__, long long *))gpu18::relax35_kernel)), 0U); }
# 63 "v001653.cu"
void gpu18::relax35_kernel( int __cuda_0,int __cuda_1,const float *__restrict__ __cuda_2,long long *__cuda_3)
# 63 "v001653.cu"
{__device_stub__ZN5gpu1814relax35_kernelEiiPKfPx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 72 "v001653.cu"
}
# 1 "v001653.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(int, int, const float *__restrict__, long long *))gpu18::relax35_kernel), _ZN5gpu1814relax35_kernelEiiPKfPx, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(unsigned *__restrict__, char *, float, size_t))gpu18::mix25_kernel), _ZN5gpu1812mix25_kernelEPjPcfm, 1024); __cudaRegisterEntry(__T14, ((void ( *)(int, long, const unsigned char *))gpu18::drift19), _ZN5gpu187drift19EilPKh, 1024); __cudaRegisterEntry(__T14, ((void ( *)(float *__restrict__, float, int))ops6::inner7::fuse8), _ZN4ops66inner75fuse8EPffi, (-1)); __cudaRegisterVariable(__T14, __shadow_var(d_fuse42,::d_fuse42), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
