#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000927.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_blend14Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth15Pfj(float *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march20_kerneliPKm(int, const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump29_kernelfPiPKi(float, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_blend14Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_blend14)), 0U);}
# 32 "v000927.cu"
void map_blend14( int *__cuda_0,int __cuda_1)
# 32 "v000927.cu"
{__device_stub__Z11map_blend14Pii( __cuda_0,__cuda_1); }
# 1 "v000927.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth15Pfj( float *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned))smooth15)), 0U); }
# 34 "v000927.cu"
void smooth15( float *__cuda_0,unsigned __cuda_1)
# 35 "v000927.cu"
{__device_stub__Z8smooth15Pfj( __cuda_0,__cuda_1);



}
# 1 "v000927.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march20_kerneliPKm( int __par0,  const unsigned long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned long *))march20_kernel)), 0U); }
# 41 "v000927.cu"
void march20_kernel( int __cuda_0,const unsigned long *__cuda_1)
# 42 "v000927.cu"
{__device_stub__Z14march20_kerneliPKm( __cuda_0,__cuda_1);
# 56 "v000927.cu"
}
# 1 "v000927.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump29_kernelfPiPKi( float __par0,  int *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, int *, const int *))bump29_kernel)), 0U); }
# 58 "v000927.cu"
void bump29_kernel( float __cuda_0,int *__cuda_1,const int *__cuda_2)
# 59 "v000927.cu"
{__device_stub__Z13bump29_kernelfPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 70 "v000927.cu"
}
# 1 "v000927.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, int *, const int *))bump29_kernel), _Z13bump29_kernelfPiPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const unsigned long *))march20_kernel), _Z14march20_kerneliPKm, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, unsigned))smooth15), _Z8smooth15Pfj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))map_blend14), _Z11map_blend14Pii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
