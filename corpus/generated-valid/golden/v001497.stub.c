#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001497.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot14_kernelfPfPc(float, float *, char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax21_kernelPlii(long *, int, int);
static void __device_stub__Z13kick27_kerneliPKm(int, const size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot14_kernelfPfPc(float __par0, float *__par1, char *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, float *, char *))pivot14_kernel)), 0U);}
# 25 "v001497.cu"
void pivot14_kernel( float __cuda_0,float *__cuda_1,char *__cuda_2)
# 25 "v001497.cu"
{__device_stub__Z14pivot14_kernelfPfPc( __cuda_0,__cuda_1,__cuda_2);
# 33 "v001497.cu"
}
# 1 "v001497.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax21_kernelPlii( long *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(long *, int, int))relax21_kernel)), 0U); }
# 35 "v001497.cu"
void relax21_kernel( long *__cuda_0,int __cuda_1,int __cuda_2)
# 35 "v001497.cu"
{__device_stub__Z14relax21_kernelPlii( __cuda_0,__cuda_1,__cuda_2);
# 42 "v001497.cu"
}
# 1 "v001497.cudafe1.stub.c"
static void __device_stub__Z13kick27_kerneliPKm( int __par0,  const size_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const size_t *))kick27_kernel)), 0U); }
# 44 "v001497.cu"
static void kick27_kernel( int __cuda_0,const ::size_t *__cuda_1)
# 44 "v001497.cu"
{__device_stub__Z13kick27_kerneliPKm( __cuda_0,__cuda_1);


}
# 1 "v001497.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const size_t *))kick27_kernel), _Z13kick27_kerneliPKm, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long *, int, int))relax21_kernel), _Z14relax21_kernelPlii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, float *, char *))pivot14_kernel), _Z14pivot14_kernelfPfPc, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
