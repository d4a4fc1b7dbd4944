#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002339.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_update9Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift14PfS_(float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank26PfS_PKf(float *, float *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine30_kerneliPiPKi(int, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_update9Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_update9)), 0U);}
# 30 "v002339.cu"
void map_update9( unsigned *__cuda_0,int __cuda_1)
# 30 "v002339.cu"
{__device_stub__Z11map_update9Pji( __cuda_0,__cuda_1); }
# 1 "v002339.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift14PfS_( float *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, float *))drift14)), 0U); }
# 40 "v002339.cu"
void drift14( float *__cuda_0,float *__cuda_1)
# 41 "v002339.cu"
{__device_stub__Z7drift14PfS_( __cuda_0,__cuda_1);
# 53 "v002339.cu"
}
# 1 "v002339.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6rank26PfS_PKf( float *__par0,  float *__par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, float *, const float *))rank26)), 0U); }
# 68 "v002339.cu"
void rank26( float *__cuda_0,float *__cuda_1,const float *__cuda_2)
# 69 "v002339.cu"
{__device_stub__Z6rank26PfS_PKf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002339.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine30_kerneliPiPKi( int __par0,  int *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, const int *))combine30_kernel)), 0U); }
# 76 "v002339.cu"
void combine30_kernel( int __cuda_0,int *__cuda_1,const int *__cuda_2)
# 77 "v002339.cu"
{__device_stub__Z16combine30_kerneliPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 83 "v002339.cu"
}
# 1 "v002339.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T16) {  __nv_dummy_param_ref(__T16); __nv_save_fatbinhandle_for_managed_rt(__T16); __cudaRegisterEntry(__T16, ((void ( *)(int, int *, const int *))combine30_kernel), _Z16combine30_kerneliPiPKi, (-1)); __cudaRegisterEntry(__T16, ((void ( *)(float *, float *, const float *))rank26), _Z6rank26PfS_PKf, (-1)); __cudaRegisterEntry(__T16, ((void ( *)(float *, float *))drift14), _Z7drift14PfS_, (-1)); __cudaRegisterEntry(__T16, ((void ( *)(unsigned *, int))map_update9), _Z11map_update9Pji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
