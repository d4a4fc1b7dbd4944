#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001114.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold13_kernelPj(unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter28Pijic(int *__restrict__, unsigned, int, char);
static void __device_stub__Z13grow35_kernelPfPiPKi(float *, int *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fold13_kernelPj(unsigned *__restrict__ __par0){ unsigned *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))fold13_kernel)), 0U);}
# 20 "v001114.cu"
void fold13_kernel( unsigned *__restrict__ __cuda_0)
# 20 "v001114.cu"
{__device_stub__Z13fold13_kernelPj( __cuda_0);
# 33 "v001114.cu"
}
# 1 "v001114.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter28Pijic( int *__restrict__ __par0,  unsigned __par1,  int __par2,  char __par3) {  int *__T2;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned, int, char))scatter28)), 0U); }
# 57 "v001114.cu"
void scatter28( int *__restrict__ __cuda_0,unsigned __cuda_1,int __cuda_2,char __cuda_3)
# 57 "v001114.cu"
{__device_stub__Z9scatter28Pijic( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 72 "v001114.cu"
}
# 1 "v001114.cudafe1.stub.c"
static void __device_stub__Z13grow35_kernelPfPiPKi( float *__par0,  int *__restrict__ __par1,  const int *__par2) {  int *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, int *__restrict__, const int *))grow35_kernel)), 0U); }
# 74 "v001114.cu"
static void grow35_kernel( float *__cuda_0,int *__restrict__ __cuda_1,const int *__cuda_2)
# 74 "v001114.cu"
{__device_stub__Z13grow35_kernelPfPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 81 "v001114.cu"
}
# 1 "v001114.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(float *, int *__restrict__, const int *))grow35_kernel), _Z13grow35_kernelPfPiPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, unsigned, int, char))scatter28), _Z9scatter28Pijic, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__))fold13_kernel), _Z13fold13_kernelPj, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_sweep7,::c_sweep7), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
