#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001351.fatbin.c"
static void __device_stub__Z13warp16_kernelPdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7march21Ph(unsigned char *);
static void __device_stub__Z14decay25_kernelPl5Axis9i(long *, enum Axis9, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13warp16_kernelPdi(double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int))warp16_kernel)), 0U);}
# 22 "v001351.cu"
static void warp16_kernel( double *__cuda_0,int __cuda_1)
# 23 "v001351.cu"
{__device_stub__Z13warp16_kernelPdi( __cuda_0,__cuda_1);



}
# 1 "v001351.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7march21Ph( unsigned char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned char *))march21)), 0U); }
# 30 "v001351.cu"
void march21( unsigned char *__cuda_0)
# 31 "v001351.cu"
{__device_stub__Z7march21Ph( __cuda_0);
# 42 "v001351.cu"
}
# 1 "v001351.cudafe1.stub.c"
static void __device_stub__Z14decay25_kernelPl5Axis9i( long *__par0,  enum Axis9 __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(long *, enum Axis9, int))decay25_kernel)), 0U); }
# 44 "v001351.cu"
static void decay25_kernel( long *__cuda_0,enum ::Axis9 __cuda_1,int __cuda_2)
# 45 "v001351.cu"
{__device_stub__Z14decay25_kernelPl5Axis9i( __cuda_0,__cuda_1,__cuda_2);
# 57 "v001351.cu"
}
# 1 "v001351.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(long *, enum Axis9, int))decay25_kernel), _Z14decay25_kernelPl5Axis9i, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(unsigned char *))march21), _Z7march21Ph, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(double *, int))warp16_kernel), _Z13warp16_kernelPdi, (-1)); __cudaRegisterVariable(__T1, __shadow_var(d_probe15,::d_probe15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
