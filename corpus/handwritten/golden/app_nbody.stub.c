#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "app_nbody.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6forcesPK5Body4P5Acceli(const struct Body4 *__restrict__, struct Accel *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9integrateP5Body4P5AccelPKS1_if(struct Body4 *, struct Accel *, const struct Accel *, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6forcesPK5Body4P5Acceli(const struct Body4 *__restrict__ __par0, struct Accel *__restrict__ __par1, int __par2){ const struct Body4 *__T1;
 struct Accel *__T2;
__cudaLaunchPrologue(3);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__T2 = __par1;__cudaSetupArgSimple(__T2, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const struct Body4 *__restrict__, struct Accel *__restrict__, int))forces)), 0U);}
# 24 "app_nbody.cu"
void forces( const struct ::Body4 *__restrict__ __cuda_0,struct ::Accel *__restrict__ __cuda_1,int __cuda_2)
# 25 "app_nbody.cu"
{__device_stub__Z6forcesPK5Body4P5Acceli( __cuda_0,__cuda_1,__cuda_2);
# 39 "app_nbody.cu"
}
# 1 "app_nbody.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9integrateP5Body4P5AccelPKS1_if( struct Body4 *__par0,  struct Accel *__par1,  const struct Accel *__par2,  int __par3,  float __par4) {  __cudaLaunchPrologue(5); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaSetupArgSimple(__par4, 28UL); __cudaLaunch(((char *)((void ( *)(struct Body4 *, struct Accel *, const struct Accel *, int, float))integrate)), 0U); }
# 41 "app_nbody.cu"
void integrate( struct ::Body4 *__cuda_0,struct ::Accel *__cuda_1,const struct ::Accel *__cuda_2,int __cuda_3,float __cuda_4)
# 42 "app_nbody.cu"
{__device_stub__Z9integrateP5Body4P5AccelPKS1_if( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4);




}
# 1 "app_nbody.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(struct Body4 *, struct Accel *, const struct Accel *, int, float))integrate), _Z9integrateP5Body4P5AccelPKS1_if, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(const struct Body4 *__restrict__, struct Accel *__restrict__, int))forces), _Z6forcesPK5Body4P5Acceli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
