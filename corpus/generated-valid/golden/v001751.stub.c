#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001751.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6blend5PKif(const int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_apply19Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_relax20Pfi(float *, int);
static void __device_stub__Z7decay24IlLi4EEvPT_S1_PKmPj(long *, long *, const size_t *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6blend5PKif(const int *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, float))blend5)), 0U);}
# 20 "v001751.cu"
void blend5( const int *__cuda_0,float __cuda_1)
# 20 "v001751.cu"
{__device_stub__Z6blend5PKif( __cuda_0,__cuda_1);
# 26 "v001751.cu"
}
# 1 "v001751.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_apply19Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_apply19)), 0U); }
# 51 "v001751.cu"
void map_apply19( double *__cuda_0,int __cuda_1)
# 51 "v001751.cu"
{__device_stub__Z11map_apply19Pdi( __cuda_0,__cuda_1); }
# 1 "v001751.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_relax20Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_relax20)), 0U); }
# 52 "v001751.cu"
void map_relax20( float *__cuda_0,int __cuda_1)
# 52 "v001751.cu"
{__device_stub__Z11map_relax20Pfi( __cuda_0,__cuda_1); }
# 1 "v001751.cudafe1.stub.c"
static void __device_stub__Z7decay24IlLi4EEvPT_S1_PKmPj( long *__par0,  long *__par1,  const size_t *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, long *, const size_t *, unsigned *))decay24<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay24<long,4>( long *&__cuda_0,long *&__cuda_1,const ::size_t *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z7decay24IlLi4EEvPT_S1_PKmPj( (long *&)__cuda_0,(long *&)__cuda_1,(const ::size_t *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, long *, const size_t *, unsigned *))decay24<long, (int)4> ), _Z7decay24IlLi4EEvPT_S1_PKmPj, 512); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_relax20), _Z11map_relax20Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_apply19), _Z11map_apply19Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, float))blend5), _Z6blend5PKif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
