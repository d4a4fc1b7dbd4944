#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001798.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13accum2_kerneliPfPKii(int, float *, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread14Pxj(long long *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter20i6State9Pj(int, enum State9, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13accum2_kerneliPfPKii(int __par0, float *__par1, const int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, float *, const int *, int))accum2_kernel)), 0U);}
# 7 "v001798.cu"
void accum2_kernel( int __cuda_0,float *__cuda_1,const int *__cuda_2,int __cuda_3)
# 8 "v001798.cu"
{__device_stub__Z13accum2_kerneliPfPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "v001798.cu"
}
# 1 "v001798.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread14Pxj( long long *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long long *, unsigned))spread14)), 0U); }
# 20 "v001798.cu"
void spread14( long long *__cuda_0,unsigned __cuda_1)
# 21 "v001798.cu"
{__device_stub__Z8spread14Pxj( __cuda_0,__cuda_1);
# 27 "v001798.cu"
}
# 1 "v001798.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter20i6State9Pj( int __par0,  enum State9 __par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, enum State9, unsigned *))filter20)), 0U); }
# 29 "v001798.cu"
void filter20( int __cuda_0,enum ::State9 __cuda_1,unsigned *__cuda_2)
# 30 "v001798.cu"
{__device_stub__Z8filter20i6State9Pj( __cuda_0,__cuda_1,__cuda_2);
# 38 "v001798.cu"
}
# 1 "v001798.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, enum State9, unsigned *))filter20), _Z8filter20i6State9Pj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long long *, unsigned))spread14), _Z8spread14Pxj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, const int *, int))accum2_kernel), _Z13accum2_kerneliPfPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
