#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001863.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5grow1PKi(const int *);
static void __device_stub__Z5fuse6fPiPfPKt(float, int *, float *, const unsigned short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge13_kerneliPjPKiPf(int, unsigned *, const int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5grow1PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))grow1)), 0U);}
# 5 "v001863.cu"
void grow1( const int *__cuda_0)
# 5 "v001863.cu"
{__device_stub__Z5grow1PKi( __cuda_0);
# 15 "v001863.cu"
}
# 1 "v001863.cudafe1.stub.c"
static void __device_stub__Z5fuse6fPiPfPKt( float __par0,  int *__par1,  float *__par2,  const unsigned short *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, int *, float *, const unsigned short *))fuse6)), 0U); }
# 17 "v001863.cu"
static void fuse6( float __cuda_0,int *__cuda_1,float *__cuda_2,const unsigned short *__cuda_3)
# 17 "v001863.cu"
{__device_stub__Z5fuse6fPiPfPKt( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001863.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge13_kerneliPjPKiPf( int __par0,  unsigned *__par1,  const int *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, const int *, float *))merge13_kernel)), 0U); }
# 23 "v001863.cu"
void merge13_kernel( int __cuda_0,unsigned *__cuda_1,const int *__cuda_2,float *__cuda_3)
# 23 "v001863.cu"
{__device_stub__Z14merge13_kerneliPjPKiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001863.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned *, const int *, float *))merge13_kernel), _Z14merge13_kerneliPjPKiPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int *, float *, const unsigned short *))fuse6), _Z5fuse6fPiPfPKt, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))grow1), _Z5grow1PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
