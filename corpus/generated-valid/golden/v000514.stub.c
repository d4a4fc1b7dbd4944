#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000514.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift6PjPKi(unsigned *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_sift17Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_march18Pii(int *, int);
static void __device_stub__Z14score19_kerneliiPKfi(int, int, const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift6PjPKi(unsigned *__par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const int *))sift6)), 0U);}
# 16 "v000514.cu"
void sift6( unsigned *__cuda_0,const int *__cuda_1)
# 16 "v000514.cu"
{__device_stub__Z5sift6PjPKi( __cuda_0,__cuda_1);
# 23 "v000514.cu"
}
# 1 "v000514.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_sift17Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_sift17)), 0U); }
# 36 "v000514.cu"
void map_sift17( double *__cuda_0,int __cuda_1)
# 36 "v000514.cu"
{__device_stub__Z10map_sift17Pdi( __cuda_0,__cuda_1); }
# 1 "v000514.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_march18Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_march18)), 0U); }
# 37 "v000514.cu"
void map_march18( int *__cuda_0,int __cuda_1)
# 37 "v000514.cu"
{__device_stub__Z11map_march18Pii( __cuda_0,__cuda_1); }
# 1 "v000514.cudafe1.stub.c"
static void __device_stub__Z14score19_kerneliiPKfi( int __par0,  int __par1,  const float *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, const float *, int))score19_kernel)), 0U); }
# 39 "v000514.cu"
static void score19_kernel( int __cuda_0,int __cuda_1,const float *__cuda_2,int __cuda_3)
# 39 "v000514.cu"
{__device_stub__Z14score19_kerneliiPKfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v000514.cu"
}
# 1 "v000514.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int, const float *, int))score19_kernel), _Z14score19_kerneliiPKfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_march18), _Z11map_march18Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_sift17), _Z10map_sift17Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, const int *))sift6), _Z5sift6PjPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
