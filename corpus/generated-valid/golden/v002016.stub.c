#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002016.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7filter7jcPdS_(unsigned, char, double *, double *);
static void __device_stub__Z9combine20iPKf(int, const real6_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp27PKaPdi(const signed char *, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step45iif(int, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7filter7jcPdS_(unsigned __par0, char __par1, double *__par2, double *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, char, double *, double *))filter7)), 0U);}
# 19 "v002016.cu"
void filter7( unsigned __cuda_0,char __cuda_1,double *__cuda_2,double *__cuda_3)
# 19 "v002016.cu"
{__device_stub__Z7filter7jcPdS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 27 "v002016.cu"
}
# 1 "v002016.cudafe1.stub.c"
static void __device_stub__Z9combine20iPKf( int __par0,  const real6_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const real6_t *))combine20)), 0U); }
# 30 "v002016.cu"
static void combine20( int __cuda_0,const ::real6_t *__cuda_1)
# 30 "v002016.cu"
{__device_stub__Z9combine20iPKf( __cuda_0,__cuda_1);
# 42 "v002016.cu"
}
# 1 "v002016.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp27PKaPdi( const signed char *__par0,  double *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const signed char *, double *, int))clamp27)), 0U); }
# 44 "v002016.cu"
void clamp27( const signed char *__cuda_0,double *__cuda_1,int __cuda_2)
# 44 "v002016.cu"
{__device_stub__Z7clamp27PKaPdi( __cuda_0,__cuda_1,__cuda_2);
# 51 "v002016.cu"
}
# 1 "v002016.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step45iif( int __par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, float))step45)), 0U); }
# 61 "v002016.cu"
void step45( int __cuda_0,int __cuda_1,float __cuda_2)
# 61 "v002016.cu"
{__device_stub__Z6step45iif( __cuda_0,__cuda_1,__cuda_2);
# 83 "v002016.cu"
}
# 1 "v002016.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int, float))step45), _Z6step45iif, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const signed char *, double *, int))clamp27), _Z7clamp27PKaPdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const real6_t *))combine20), _Z9combine20iPKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, char, double *, double *))filter7), _Z7filter7jcPdS_, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
