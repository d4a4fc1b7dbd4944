#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002234.fatbin.c"
static void __device_stub__Z5kick5i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift12iPi(int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp20PdPKds(double *, const double *, short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend26dPjPd(double, unsigned *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5kick5i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))kick5)), 0U);}
# 16 "v002234.cu"
static void kick5( int __cuda_0)
# 16 "v002234.cu"
{__device_stub__Z5kick5i( __cuda_0);
# 26 "v002234.cu"
}
# 1 "v002234.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift12iPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))sift12)), 0U); }
# 43 "v002234.cu"
void sift12( int __cuda_0,int *__cuda_1)
# 43 "v002234.cu"
{__device_stub__Z6sift12iPi( __cuda_0,__cuda_1);
# 52 "v002234.cu"
}
# 1 "v002234.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp20PdPKds( double *__par0,  const double *__par1,  short __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, const double *, short))clamp20)), 0U); }
# 54 "v002234.cu"
void clamp20( double *__cuda_0,const double *__cuda_1,short __cuda_2)
# 54 "v002234.cu"
{__device_stub__Z7clamp20PdPKds( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v002234.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend26dPjPd( double __par0,  unsigned *__par1,  double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, unsigned *, double *))blend26)), 0U); }
# 59 "v002234.cu"
void blend26( double __cuda_0,unsigned *__cuda_1,double *__cuda_2)
# 59 "v002234.cu"
{__device_stub__Z7blend26dPjPd( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v002234.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, unsigned *, double *))blend26), _Z7blend26dPjPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, const double *, short))clamp20), _Z7clamp20PdPKds, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *))sift12), _Z6sift12iPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))kick5), _Z5kick5i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
