#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001436.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step33_kerneljjPsPi(unsigned, unsigned, short *, idx28_t *);
static void __device_stub__Z6pack29IlEvT_(long);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img217count22EPfiPKfPl(float *, int, const float *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13step33_kerneljjPsPi(unsigned __par0, unsigned __par1, short *__par2, idx28_t *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, unsigned, short *, idx28_t *))step33_kernel)), 0U);}
# 60 "v001436.cu"
void step33_kernel( unsigned __cuda_0,unsigned __cuda_1,short *__cuda_2,::idx28_t *__cuda_3)
# 61 "v001436.cu"
{__device_stub__Z13step33_kerneljjPsPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 72 "v001436.cu"
}
# 1 "v001436.cudafe1.stub.c"
static void __device_stub__Z6pack29IlEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))pack29<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pack29<long>( long &__cuda_0){__device_stub__Z6pack29IlEvT_( (long &)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5img217count22EPfiPKfPl( float *__par0,  int __par1,  const float *__par2,  long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, int, const float *, long *))img21::count22)), 0U); }
# 42 "v001436.cu"
void img21::count22( float *__cuda_0,int __cuda_1,const float *__cuda_2,long *__cuda_3)
# 43 "v001436.cu"
{__device_stub__ZN5img217count22EPfiPKfPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001436.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, int, const float *, long *))img21::count22), _ZN5img217count22EPfiPKfPl, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(long))pack29<long> ), _Z6pack29IlEvT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned, unsigned, short *, idx28_t *))step33_kernel), step33_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
