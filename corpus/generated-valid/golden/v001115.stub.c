#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001115.fatbin.c"
static void __device_stub__Z6weigh7iPKfPKdPKi(int, const float *, const double *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack21_kernelb6Tile16PKi(bool, struct Tile16&, const int *);
static void __device_stub__Z8smooth516Level2Pfi(enum Level2, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6weigh7iPKfPKdPKi(int __par0, const float *__par1, const double *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const float *, const double *, const int *))weigh7)), 0U);}
# 12 "v001115.cu"
static void weigh7( int __cuda_0,const float *__cuda_1,const double *__cuda_2,const int *__cuda_3)
# 12 "v001115.cu"
{__device_stub__Z6weigh7iPKfPKdPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v001115.cu"
}
# 1 "v001115.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack21_kernelb6Tile16PKi( bool __par0,  struct Tile16&__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArgSimple(__par2, 32UL); __cudaLaunch(((char *)((void ( *)(bool, struct Tile16, const int *))pack21_kernel)), 0U); }
# 30 "v001115.cu"
void pack21_kernel( bool __cuda_0,struct ::Tile16 __cuda_1,const int *__cuda_2)
# 30 "v001115.cu"
{__device_stub__Z13pack21_kernelb6Tile16PKi( __cuda_0,__cuda_1,__cuda_2);
# 40 "v001115.cu"
}
# 1 "v001115.cudafe1.stub.c"
static void __device_stub__Z8smooth516Level2Pfi( enum Level2 __par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(enum Level2, float *, int))smooth51)), 0U); }
# 74 "v001115.cu"
static void smooth51( enum ::Level2 __cuda_0,float *__cuda_1,int __cuda_2)
# 74 "v001115.cu"
{__device_stub__Z8smooth516Level2Pfi( __cuda_0,__cuda_1,__cuda_2);
# 81 "v001115.cu"
}
# 1 "v001115.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(enum Level2, float *, int))smooth51), _Z8smooth516Level2Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(bool, struct Tile16, const int *))pack21_kernel), _Z13pack21_kernelb6Tile16PKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const float *, const double *, const int *))weigh7), _Z6weigh7iPKfPKdPKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_kick15,::c_kick15), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
