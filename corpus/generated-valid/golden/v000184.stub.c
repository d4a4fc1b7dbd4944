#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000184.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift8_kernelii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot17Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_drift18Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow19PdiPiPKi(double *, int, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift8_kernelii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))drift8_kernel)), 0U);}
# 17 "v000184.cu"
void drift8_kernel( int __cuda_0,int __cuda_1)
# 18 "v000184.cu"
{__device_stub__Z13drift8_kernelii( __cuda_0,__cuda_1);


}
# 1 "v000184.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot17Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_pivot17)), 0U); }
# 29 "v000184.cu"
void map_pivot17( unsigned *__cuda_0,int __cuda_1)
# 29 "v000184.cu"
{__device_stub__Z11map_pivot17Pji( __cuda_0,__cuda_1); }
# 1 "v000184.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_drift18Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_drift18)), 0U); }
# 30 "v000184.cu"
void map_drift18( int *__cuda_0,int __cuda_1)
# 30 "v000184.cu"
{__device_stub__Z11map_drift18Pii( __cuda_0,__cuda_1); }
# 1 "v000184.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow19PdiPiPKi( double *__par0,  int __par1,  int *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, int, int *, const int *))grow19)), 0U); }
# 33 "v000184.cu"
void grow19( double *__cuda_0,int __cuda_1,int *__cuda_2,const int *__cuda_3)
# 34 "v000184.cu"
{__device_stub__Z6grow19PdiPiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v000184.cu"
}
# 1 "v000184.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, int, int *, const int *))grow19), _Z6grow19PdiPiPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_drift18), _Z11map_drift18Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_pivot17), _Z11map_pivot17Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int))drift8_kernel), _Z13drift8_kernelii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
