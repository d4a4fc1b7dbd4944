#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001660.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4ops26decay3EPKjif(const unsigned *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4ops215reduce13_kernelEPKiPdPKj(const int *__restrict__, double *, const unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4ops213grow20_kernelEii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN4ops26decay3EPKjif(const unsigned *__par0, int __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, int, float))ops2::decay3)), 0U);}
# 8 "v001660.cu"
void ops2::decay3( const unsigned *__cuda_0,int __cuda_1,float __cuda_2)
# 9 "v001660.cu"
{__device_stub__ZN4ops26decay3EPKjif( __cuda_0,__cuda_1,__cuda_2);
# 23 "v001660.cu"
}
# 1 "v001660.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4ops215reduce13_kernelEPKiPdPKj( const int *__restrict__ __par0,  double *__par1,  const unsigned *__restrict__ __par2) {  const int *__T3;
 const unsigned *__T4;
__cudaLaunchPrologue(3); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, double *, const unsigned *__restrict__))ops2::reduce13_kernel)), 0U); }
# 25 "v001660.cu"
void ops2::reduce13_kernel( const int *__restrict__ __cuda_0,double *__cuda_1,const unsigned *__restrict__ __cuda_2)
# 26 "v001660.cu"
{__device_stub__ZN4ops215reduce13_kernelEPKiPdPKj( __cuda_0,__cuda_1,__cuda_2);
# 34 "v001660.cu"
}
# 1 "v001660.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4ops213grow20_kernelEii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))ops2::grow20_kernel)), 0U); }
# 36 "v001660.cu"
void ops2::grow20_kernel( int __cuda_0,int __cuda_1)
# 37 "v001660.cu"
{__device_stub__ZN4ops213grow20_kernelEii( __cuda_0,__cuda_1);
# 43 "v001660.cu"
}
# 1 "v001660.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int))ops2::grow20_kernel), _ZN4ops213grow20_kernelEii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, double *, const unsigned *__restrict__))ops2::reduce13_kernel), _ZN4ops215reduce13_kernelEPKiPdPKj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *, int, float))ops2::decay3), _ZN4ops26decay3EPKjif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
